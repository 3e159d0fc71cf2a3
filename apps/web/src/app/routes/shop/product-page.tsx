import { useParams } from 'react-router';
import { ProductDetails } from '../../../features/catalog/components/product/product-details';
import { useAddToCart } from '../../../features/cart/use-cart-actions';

export default function ProductPage() {
  const { id = '' } = useParams();
  const addToCart = useAddToCart();
  // A new page per product: nothing of the previous one (an open dialog, a sent quote) carries over.
  return <ProductDetails key={id} id={id} onAddToCart={addToCart} />;
}
